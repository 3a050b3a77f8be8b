/**
* | output |
* | --- |
* | "What you do, in a line clients will read first." |
*
* @param {Profedit_Professional_Info_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_professional_info_text: ((inputs?: Profedit_Professional_Info_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Professional_Info_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Professional_Info_TextInputs = {};
