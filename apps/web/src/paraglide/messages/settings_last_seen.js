/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Settings_Last_SeenInputs */

const en_settings_last_seen = /** @type {(inputs: Settings_Last_SeenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last seen ${i?.time}`)
};

const ur_settings_last_seen = /** @type {(inputs: Settings_Last_SeenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`آخری بار فعال: ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Last seen {time}" |
*
* @param {Settings_Last_SeenInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_last_seen = /** @type {((inputs: Settings_Last_SeenInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Last_SeenInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_last_seen(inputs)
	return en_settings_last_seen(inputs)
});