/**
* | output |
* | --- |
* | "Turn on two-factor authentication in Settings to use your admin or mediator powers." |
*
* @param {Disputes_Two_FactorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_two_factor: ((inputs?: Disputes_Two_FactorInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Two_FactorInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Two_FactorInputs = {};
