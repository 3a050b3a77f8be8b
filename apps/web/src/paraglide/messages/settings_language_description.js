/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Language_DescriptionInputs */

const en_settings_language_description = /** @type {(inputs: Settings_Language_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The language of the menus, buttons and pages. What people write stays as they wrote it.`)
};

const ur_settings_language_description = /** @type {(inputs: Settings_Language_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مینیو، بٹنوں اور صفحات کی زبان۔ لوگوں کی لکھی ہوئی تحریریں ویسی ہی رہتی ہیں جیسی انہوں نے لکھیں۔`)
};

/**
* | output |
* | --- |
* | "The language of the menus, buttons and pages. What people write stays as they wrote it." |
*
* @param {Settings_Language_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_language_description = /** @type {((inputs?: Settings_Language_DescriptionInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Language_DescriptionInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_language_description(inputs)
	return en_settings_language_description(inputs)
});