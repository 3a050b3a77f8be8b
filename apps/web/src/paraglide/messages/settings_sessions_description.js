/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sessions_DescriptionInputs */

const en_settings_sessions_description = /** @type {(inputs: Settings_Sessions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The browsers and devices signed in to your account.`)
};

const ur_settings_sessions_description = /** @type {(inputs: Settings_Sessions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وہ براؤزر اور ڈیوائسز جن پر آپ کا اکاؤنٹ سائن اِن ہے۔`)
};

/**
* | output |
* | --- |
* | "The browsers and devices signed in to your account." |
*
* @param {Settings_Sessions_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_sessions_description = /** @type {((inputs?: Settings_Sessions_DescriptionInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sessions_DescriptionInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_sessions_description(inputs)
	return en_settings_sessions_description(inputs)
});