/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Branches_EmptyInputs */

const en_about_branches_empty = /** @type {(inputs: About_Branches_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No branches found matching your criteria.`)
};

const ur_about_branches_empty = /** @type {(inputs: About_Branches_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کی شرائط کے مطابق کوئی برانچ نہیں ملی۔`)
};

/**
* | output |
* | --- |
* | "No branches found matching your criteria." |
*
* @param {About_Branches_EmptyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_branches_empty = /** @type {((inputs?: About_Branches_EmptyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Branches_EmptyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_branches_empty(inputs)
	return en_about_branches_empty(inputs)
});