/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Profiles_Rate_Per_HourInputs */

const en_profiles_rate_per_hour = /** @type {(inputs: Profiles_Rate_Per_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}/hr`)
};

const ur_profiles_rate_per_hour = /** @type {(inputs: Profiles_Rate_Per_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} فی گھنٹہ`)
};

/**
* | output |
* | --- |
* | "{amount}/hr" |
*
* @param {Profiles_Rate_Per_HourInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_rate_per_hour = /** @type {((inputs: Profiles_Rate_Per_HourInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Rate_Per_HourInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_rate_per_hour(inputs)
	return en_profiles_rate_per_hour(inputs)
});