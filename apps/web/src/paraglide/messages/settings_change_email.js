/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Change_EmailInputs */

const en_settings_change_email = /** @type {(inputs: Settings_Change_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change email`)
};

const ur_settings_change_email = /** @type {(inputs: Settings_Change_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ای میل تبدیل کریں`)
};

/**
* | output |
* | --- |
* | "Change email" |
*
* @param {Settings_Change_EmailInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_change_email = /** @type {((inputs?: Settings_Change_EmailInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Change_EmailInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_change_email(inputs)
	return en_settings_change_email(inputs)
});