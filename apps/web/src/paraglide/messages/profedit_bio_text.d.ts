/**
* | output |
* | --- |
* | "Tell clients about your experience and how you work ({min} to {max} characters)." |
*
* @param {Profedit_Bio_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_bio_text: ((inputs: Profedit_Bio_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Bio_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Bio_TextInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
