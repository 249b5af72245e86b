// The answers of src/domain/contracts/pipeline.ts's routes, by name (../answers.ts).

/** The stage an application is at after an operator's action. */
export interface OperatorStage {
  applicationUuid: string;
  stage: string;
}

/** An application's stage and the durable work still pending for it. */
export interface PipelineJobs {
  applicationUuid: string;
  stage: string;
  /** The job engine in use: SQLite's rows or pg-boss on PostgreSQL. */
  engine: 'sqlite-rows' | 'pg-boss';
  /** Wake-ups not yet run. */
  pending: number;
}

export interface PipelineAnswers {
  OperatorStage: OperatorStage;
  PipelineJobs: PipelineJobs;
}
