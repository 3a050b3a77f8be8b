/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_SettingsInputs */

const en_user_settings = /** @type {(inputs: User_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
};

const ur_user_settings = /** @type {(inputs: User_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سیٹنگز`)
};

/**
* | output |
* | --- |
* | "Settings" |
*
* @param {User_SettingsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const user_settings = /** @type {((inputs?: User_SettingsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_SettingsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_user_settings(inputs)
	return en_user_settings(inputs)
});