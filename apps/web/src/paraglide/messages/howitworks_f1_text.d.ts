/**
* | output |
* | --- |
* | "Show your skills, services, portfolio and hourly rate." |
*
* @param {Howitworks_F1_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_f1_text: ((inputs?: Howitworks_F1_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_F1_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_F1_TextInputs = {};
