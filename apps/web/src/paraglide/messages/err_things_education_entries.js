/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Things_Education_EntriesInputs */

const en_err_things_education_entries = /** @type {(inputs: Err_Things_Education_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`education entries`)
};

const ur_err_things_education_entries = /** @type {(inputs: Err_Things_Education_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعلیمی اندراجات`)
};

/**
* | output |
* | --- |
* | "education entries" |
*
* @param {Err_Things_Education_EntriesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_things_education_entries = /** @type {((inputs?: Err_Things_Education_EntriesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Things_Education_EntriesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_things_education_entries(inputs)
	return en_err_things_education_entries(inputs)
});