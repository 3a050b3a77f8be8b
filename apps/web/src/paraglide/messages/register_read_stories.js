/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Read_StoriesInputs */

const en_register_read_stories = /** @type {(inputs: Register_Read_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read Success Stories`)
};

const ur_register_read_stories = /** @type {(inputs: Register_Read_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کامیابی کی کہانیاں پڑھیں`)
};

/**
* | output |
* | --- |
* | "Read Success Stories" |
*
* @param {Register_Read_StoriesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_read_stories = /** @type {((inputs?: Register_Read_StoriesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Read_StoriesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_register_read_stories(inputs)
	return en_register_read_stories(inputs)
});