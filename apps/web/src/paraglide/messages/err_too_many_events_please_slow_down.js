/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Too_Many_Events_Please_Slow_DownInputs */

const en_err_too_many_events_please_slow_down = /** @type {(inputs: Err_Too_Many_Events_Please_Slow_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many events. Please slow down.`)
};

const ur_err_too_many_events_please_slow_down = /** @type {(inputs: Err_Too_Many_Events_Please_Slow_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بہت زیادہ سرگرمی۔ براہِ کرم تھوڑا آہستہ چلیں۔`)
};

/**
* | output |
* | --- |
* | "Too many events. Please slow down." |
*
* @param {Err_Too_Many_Events_Please_Slow_DownInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_events_please_slow_down = /** @type {((inputs?: Err_Too_Many_Events_Please_Slow_DownInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Too_Many_Events_Please_Slow_DownInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_too_many_events_please_slow_down(inputs)
	return en_err_too_many_events_please_slow_down(inputs)
});