/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Invalid_DurationInputs */

const en_err_invalid_duration = /** @type {(inputs: Err_Invalid_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid duration`)
};

const ur_err_invalid_duration = /** @type {(inputs: Err_Invalid_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مدت درست نہیں`)
};

/**
* | output |
* | --- |
* | "Invalid duration" |
*
* @param {Err_Invalid_DurationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_duration = /** @type {((inputs?: Err_Invalid_DurationInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Invalid_DurationInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_invalid_duration(inputs)
	return en_err_invalid_duration(inputs)
});