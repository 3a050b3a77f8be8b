/**
* | output |
* | --- |
* | "You finish the payment on {provider}’s page, then come back here." |
*
* @param {Contracts_Provider_PageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_provider_page: ((inputs: Contracts_Provider_PageInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Provider_PageInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Provider_PageInputs = {
    provider: NonNullable<unknown>;
};
