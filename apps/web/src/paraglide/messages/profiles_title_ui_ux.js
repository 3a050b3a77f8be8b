/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Title_Ui_UxInputs */

const en_profiles_title_ui_ux = /** @type {(inputs: Profiles_Title_Ui_UxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UI/UX Designing`)
};

const ur_profiles_title_ui_ux = /** @type {(inputs: Profiles_Title_Ui_UxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یو آئی / یو ایکس ڈیزائننگ`)
};

/**
* | output |
* | --- |
* | "UI/UX Designing" |
*
* @param {Profiles_Title_Ui_UxInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_title_ui_ux = /** @type {((inputs?: Profiles_Title_Ui_UxInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Title_Ui_UxInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_title_ui_ux(inputs)
	return en_profiles_title_ui_ux(inputs)
});