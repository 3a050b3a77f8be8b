/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_Update_ReadyInputs */

const en_offline_update_ready = /** @type {(inputs: Offline_Update_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new version is available`)
};

const ur_offline_update_ready = /** @type {(inputs: Offline_Update_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نیا ورژن دستیاب ہے`)
};

/**
* | output |
* | --- |
* | "A new version is available" |
*
* @param {Offline_Update_ReadyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const offline_update_ready = /** @type {((inputs?: Offline_Update_ReadyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Update_ReadyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_offline_update_ready(inputs)
	return en_offline_update_ready(inputs)
});