/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Value_Community_TextInputs */

const en_about_value_community_text = /** @type {(inputs: About_Value_Community_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We grow together: hubs, mentors and alumni help every new freelancer land a first client.`)
};

const ur_about_value_community_text = /** @type {(inputs: About_Value_Community_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہم مل کر آگے بڑھتے ہیں: ہبز، مینٹرز اور سابق طلبہ ہر نئے فری لانسر کو پہلا کلائنٹ حاصل کرنے میں مدد دیتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "We grow together: hubs, mentors and alumni help every new freelancer land a first client." |
*
* @param {About_Value_Community_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_value_community_text = /** @type {((inputs?: About_Value_Community_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Value_Community_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_value_community_text(inputs)
	return en_about_value_community_text(inputs)
});