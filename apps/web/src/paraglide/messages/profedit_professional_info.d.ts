/**
* | output |
* | --- |
* | "Professional Information" |
*
* @param {Profedit_Professional_InfoInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_professional_info: ((inputs?: Profedit_Professional_InfoInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Professional_InfoInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Professional_InfoInputs = {};
