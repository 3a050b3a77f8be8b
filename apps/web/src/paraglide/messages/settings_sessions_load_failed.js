/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sessions_Load_FailedInputs */

const en_settings_sessions_load_failed = /** @type {(inputs: Settings_Sessions_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load your sessions.`)
};

const ur_settings_sessions_load_failed = /** @type {(inputs: Settings_Sessions_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کے سیشنز لوڈ نہیں ہو سکے۔`)
};

/**
* | output |
* | --- |
* | "Could not load your sessions." |
*
* @param {Settings_Sessions_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_sessions_load_failed = /** @type {((inputs?: Settings_Sessions_Load_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sessions_Load_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_sessions_load_failed(inputs)
	return en_settings_sessions_load_failed(inputs)
});