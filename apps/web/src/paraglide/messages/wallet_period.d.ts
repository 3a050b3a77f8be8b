/**
* | output |
* | --- |
* | "{from} to {to} (UTC)" |
*
* @param {Wallet_PeriodInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_period: ((inputs: Wallet_PeriodInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_PeriodInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_PeriodInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
