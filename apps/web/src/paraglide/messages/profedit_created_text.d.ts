/**
* | output |
* | --- |
* | "Your freelancer profile has been successfully created." |
*
* @param {Profedit_Created_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_created_text: ((inputs?: Profedit_Created_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Created_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Created_TextInputs = {};
