/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Ui_Ux_Design_TextInputs */

const en_category_ui_ux_design_text = /** @type {(inputs: Category_Ui_Ux_Design_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Research, wireframes and interfaces people enjoy.`)
};

const ur_category_ui_ux_design_text = /** @type {(inputs: Category_Ui_Ux_Design_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تحقیق، وائر فریمز اور ایسے انٹرفیس جو لوگوں کو پسند آئیں۔`)
};

/**
* | output |
* | --- |
* | "Research, wireframes and interfaces people enjoy." |
*
* @param {Category_Ui_Ux_Design_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_ui_ux_design_text = /** @type {((inputs?: Category_Ui_Ux_Design_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Ui_Ux_Design_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_category_ui_ux_design_text(inputs)
	return en_category_ui_ux_design_text(inputs)
});