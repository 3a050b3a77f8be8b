/**
* | output |
* | --- |
* | "Optional: full links starting with {prefix}" |
*
* @param {Profedit_Social_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_social_text: ((inputs: Profedit_Social_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Social_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Social_TextInputs = {
    prefix: NonNullable<unknown>;
};
