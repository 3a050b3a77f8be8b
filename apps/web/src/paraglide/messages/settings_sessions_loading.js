/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sessions_LoadingInputs */

const en_settings_sessions_loading = /** @type {(inputs: Settings_Sessions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading sessions...`)
};

const ur_settings_sessions_loading = /** @type {(inputs: Settings_Sessions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سیشنز لوڈ ہو رہے ہیں...`)
};

/**
* | output |
* | --- |
* | "Loading sessions..." |
*
* @param {Settings_Sessions_LoadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_sessions_loading = /** @type {((inputs?: Settings_Sessions_LoadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sessions_LoadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_sessions_loading(inputs)
	return en_settings_sessions_loading(inputs)
});