/**
* | output |
* | --- |
* | "{amount}/hr" |
*
* @param {Profiles_Rate_Per_HourInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_rate_per_hour: ((inputs: Profiles_Rate_Per_HourInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Rate_Per_HourInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Rate_Per_HourInputs = {
    amount: NonNullable<unknown>;
};
