/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Notifications_Hours_AgoInputs */

const en_notifications_hours_ago = /** @type {(inputs: Notifications_Hours_AgoInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} hour ago`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} hours ago`);
	return /** @type {LocalizedString} */ ("notifications_hours_ago");
};

const ur_notifications_hours_ago = /** @type {(inputs: Notifications_Hours_AgoInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} گھنٹہ پہلے`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} گھنٹے پہلے`);
	return /** @type {LocalizedString} */ ("notifications_hours_ago");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} hour ago" |
* | "other" | "{shown} hours ago" |
*
* @param {Notifications_Hours_AgoInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_hours_ago = /** @type {((inputs: Notifications_Hours_AgoInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Hours_AgoInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_notifications_hours_ago(inputs)
	return en_notifications_hours_ago(inputs)
});