/**
* | output |
* | --- |
* | "My earnings" |
*
* @param {Contracts_My_EarningsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_my_earnings: ((inputs?: Contracts_My_EarningsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_My_EarningsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_My_EarningsInputs = {};
