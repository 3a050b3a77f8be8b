/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Ui_Ux_DesignInputs */

const en_category_ui_ux_design = /** @type {(inputs: Category_Ui_Ux_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UI/UX Design`)
};

const ur_category_ui_ux_design = /** @type {(inputs: Category_Ui_Ux_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یو آئی / یو ایکس ڈیزائن`)
};

/**
* | output |
* | --- |
* | "UI/UX Design" |
*
* @param {Category_Ui_Ux_DesignInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_ui_ux_design = /** @type {((inputs?: Category_Ui_Ux_DesignInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Ui_Ux_DesignInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_category_ui_ux_design(inputs)
	return en_category_ui_ux_design(inputs)
});