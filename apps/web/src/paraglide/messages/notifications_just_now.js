/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Just_NowInputs */

const en_notifications_just_now = /** @type {(inputs: Notifications_Just_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Just now`)
};

const ur_notifications_just_now = /** @type {(inputs: Notifications_Just_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی ابھی`)
};

/**
* | output |
* | --- |
* | "Just now" |
*
* @param {Notifications_Just_NowInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_just_now = /** @type {((inputs?: Notifications_Just_NowInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Just_NowInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_notifications_just_now(inputs)
	return en_notifications_just_now(inputs)
});