/**
* | output |
* | --- |
* | "Activity" |
*
* @param {Contracts_ActivityInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_activity: ((inputs?: Contracts_ActivityInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_ActivityInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_ActivityInputs = {};
