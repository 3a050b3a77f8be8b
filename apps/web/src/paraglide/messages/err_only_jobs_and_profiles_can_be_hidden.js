/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Only_Jobs_And_Profiles_Can_Be_HiddenInputs */

const en_err_only_jobs_and_profiles_can_be_hidden = /** @type {(inputs: Err_Only_Jobs_And_Profiles_Can_Be_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only jobs and profiles can be hidden`)
};

const ur_err_only_jobs_and_profiles_can_be_hidden = /** @type {(inputs: Err_Only_Jobs_And_Profiles_Can_Be_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صرف جابز اور پروفائلز چھپائی جا سکتی ہیں`)
};

/**
* | output |
* | --- |
* | "Only jobs and profiles can be hidden" |
*
* @param {Err_Only_Jobs_And_Profiles_Can_Be_HiddenInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_only_jobs_and_profiles_can_be_hidden = /** @type {((inputs?: Err_Only_Jobs_And_Profiles_Can_Be_HiddenInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Only_Jobs_And_Profiles_Can_Be_HiddenInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_only_jobs_and_profiles_can_be_hidden(inputs)
	return en_err_only_jobs_and_profiles_can_be_hidden(inputs)
});