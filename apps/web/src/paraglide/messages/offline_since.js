/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Offline_SinceInputs */

const en_offline_since = /** @type {(inputs: Offline_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are offline — showing what you saw at ${i?.time}`)
};

const ur_offline_since = /** @type {(inputs: Offline_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`آپ آف لائن ہیں — وہی دکھایا جا رہا ہے جو آپ نے ${i?.time} پر دیکھا تھا`)
};

/**
* | output |
* | --- |
* | "You are offline — showing what you saw at {time}" |
*
* @param {Offline_SinceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const offline_since = /** @type {((inputs: Offline_SinceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_SinceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_offline_since(inputs)
	return en_offline_since(inputs)
});