/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_ReloadInputs */

const en_offline_reload = /** @type {(inputs: Offline_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload`)
};

const ur_offline_reload = /** @type {(inputs: Offline_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دوبارہ لوڈ کریں`)
};

/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Offline_ReloadInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const offline_reload = /** @type {((inputs?: Offline_ReloadInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_ReloadInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_offline_reload(inputs)
	return en_offline_reload(inputs)
});