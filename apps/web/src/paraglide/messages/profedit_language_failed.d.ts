/**
* | output |
* | --- |
* | "Failed to add language" |
*
* @param {Profedit_Language_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_language_failed: ((inputs?: Profedit_Language_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Language_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Language_FailedInputs = {};
