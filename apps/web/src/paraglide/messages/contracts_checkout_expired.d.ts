/**
* | output |
* | --- |
* | "The {provider} checkout expired before it was paid. Start a new one to fund this milestone." |
*
* @param {Contracts_Checkout_ExpiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_checkout_expired: ((inputs: Contracts_Checkout_ExpiredInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Checkout_ExpiredInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Checkout_ExpiredInputs = {
    provider: NonNullable<unknown>;
};
