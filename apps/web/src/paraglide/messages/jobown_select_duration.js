/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Select_DurationInputs */

const en_jobown_select_duration = /** @type {(inputs: Jobown_Select_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select duration`)
};

const ur_jobown_select_duration = /** @type {(inputs: Jobown_Select_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دورانیہ منتخب کریں`)
};

/**
* | output |
* | --- |
* | "Select duration" |
*
* @param {Jobown_Select_DurationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_select_duration = /** @type {((inputs?: Jobown_Select_DurationInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Select_DurationInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_select_duration(inputs)
	return en_jobown_select_duration(inputs)
});