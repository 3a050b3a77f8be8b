/**
* | output |
* | --- |
* | "It may not exist, or it is not yours." |
*
* @param {Disputes_Not_YoursInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_not_yours: ((inputs?: Disputes_Not_YoursInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Not_YoursInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Not_YoursInputs = {};
