/**
* | output |
* | --- |
* | "Payments are held in escrow and released to you as milestones are approved." |
*
* @param {Howitworks_F5_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_f5_text: ((inputs?: Howitworks_F5_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_F5_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_F5_TextInputs = {};
