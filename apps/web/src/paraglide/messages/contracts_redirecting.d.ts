/**
* | output |
* | --- |
* | "Taking you to {provider}…" |
*
* @param {Contracts_RedirectingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_redirecting: ((inputs: Contracts_RedirectingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_RedirectingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_RedirectingInputs = {
    provider: NonNullable<unknown>;
};
