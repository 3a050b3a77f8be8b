/**
* | output |
* | --- |
* | "Verified: {course}, {hub}, {month}" |
*
* @param {Profiles_VerifiedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_verified: ((inputs: Profiles_VerifiedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_VerifiedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_VerifiedInputs = {
    course: NonNullable<unknown>;
    hub: NonNullable<unknown>;
    month: NonNullable<unknown>;
};
