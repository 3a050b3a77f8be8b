/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_WaitingInputs */

const en_offline_waiting = /** @type {(inputs: Offline_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting to send`)
};

const ur_offline_waiting = /** @type {(inputs: Offline_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بھیجے جانے کے انتظار میں`)
};

/**
* | output |
* | --- |
* | "Waiting to send" |
*
* @param {Offline_WaitingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const offline_waiting = /** @type {((inputs?: Offline_WaitingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_WaitingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_offline_waiting(inputs)
	return en_offline_waiting(inputs)
});