/**
* | output |
* | --- |
* | "Honest ratings and reviews after every job help everyone choose well." |
*
* @param {Howitworks_Rating_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_rating_text: ((inputs?: Howitworks_Rating_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_Rating_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_Rating_TextInputs = {};
