/**
* | output |
* | --- |
* | "Your freelancer profile has been successfully updated." |
*
* @param {Profedit_Updated_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_updated_text: ((inputs?: Profedit_Updated_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Updated_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Updated_TextInputs = {};
