/**
* | output |
* | --- |
* | "Join the freelancers and clients of Gilgit-Baltistan today." |
*
* @param {Howitworks_Ready_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_ready_text: ((inputs?: Howitworks_Ready_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_Ready_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_Ready_TextInputs = {};
