/**
* | output |
* | --- |
* | "It may not exist, or it is not yours." |
*
* @param {Contracts_Not_YoursInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_not_yours: ((inputs?: Contracts_Not_YoursInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Not_YoursInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Not_YoursInputs = {};
