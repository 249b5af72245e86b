// The component tests' environment: jsdom with Node's Fetch API (jest-fixed-jsdom, msw's recipe for Jest), which
// msw needs and jsdom hides. That brings Node's Blob and FormData; Node's File goes with them, so a file a test
// picks is a Blob to the app and goes into a multipart request whole, and jsdom's FileReader is taught to read
// them (it reads only jsdom's own Blob).
const { Blob: NodeBlob, File } = require('node:buffer');
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

class ComponentsEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    const global = this.global;
    // jsdom's File still extends jsdom's Blob, which jest-fixed-jsdom took off the global.
    const JsdomBlob = Object.getPrototypeOf(global.File);
    global.File = File;
    const reader = global.FileReader.prototype;
    for (const method of ['readAsArrayBuffer', 'readAsBinaryString', 'readAsDataURL', 'readAsText']) {
      const read = reader[method];
      reader[method] = function readNodeBlob(blob, ...rest) {
        if (!(blob instanceof NodeBlob)) return read.call(this, blob, ...rest);
        // The same bytes as a jsdom Blob; the read starts once they are in (FileReader reads asynchronously anyway).
        blob
          .arrayBuffer()
          .then((bytes) => read.call(this, new JsdomBlob([Buffer.from(bytes)], { type: blob.type }), ...rest));
      };
    }
  }
}

module.exports = ComponentsEnvironment;
