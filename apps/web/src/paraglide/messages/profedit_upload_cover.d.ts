/**
* | output |
* | --- |
* | "Upload Cover Photo" |
*
* @param {Profedit_Upload_CoverInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_upload_cover: ((inputs?: Profedit_Upload_CoverInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Upload_CoverInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Upload_CoverInputs = {};
