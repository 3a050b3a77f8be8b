/**
* | output |
* | --- |
* | "Upload Photo" |
*
* @param {Profedit_Upload_PhotoInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_upload_photo: ((inputs?: Profedit_Upload_PhotoInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Upload_PhotoInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Upload_PhotoInputs = {};
