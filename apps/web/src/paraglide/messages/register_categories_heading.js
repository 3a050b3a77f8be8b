/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Categories_HeadingInputs */

const en_register_categories_heading = /** @type {(inputs: Register_Categories_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Popular Categories`)
};

const ur_register_categories_heading = /** @type {(inputs: Register_Categories_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مقبول شعبے`)
};

/**
* | output |
* | --- |
* | "Popular Categories" |
*
* @param {Register_Categories_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_categories_heading = /** @type {((inputs?: Register_Categories_HeadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Categories_HeadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_register_categories_heading(inputs)
	return en_register_categories_heading(inputs)
});