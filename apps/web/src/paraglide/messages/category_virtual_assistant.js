/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Virtual_AssistantInputs */

const en_category_virtual_assistant = /** @type {(inputs: Category_Virtual_AssistantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Virtual Assistant`)
};

const ur_category_virtual_assistant = /** @type {(inputs: Category_Virtual_AssistantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ورچوئل اسسٹنٹ`)
};

/**
* | output |
* | --- |
* | "Virtual Assistant" |
*
* @param {Category_Virtual_AssistantInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_virtual_assistant = /** @type {((inputs?: Category_Virtual_AssistantInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Virtual_AssistantInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_category_virtual_assistant(inputs)
	return en_category_virtual_assistant(inputs)
});