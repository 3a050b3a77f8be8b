/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_You_Can_Only_Join_Your_Own_RoomInputs */

const en_err_you_can_only_join_your_own_room = /** @type {(inputs: Err_You_Can_Only_Join_Your_Own_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can only join your own room`)
};

const ur_err_you_can_only_join_your_own_room = /** @type {(inputs: Err_You_Can_Only_Join_Your_Own_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ صرف اپنی گفتگو میں شامل ہو سکتے ہیں`)
};

/**
* | output |
* | --- |
* | "You can only join your own room" |
*
* @param {Err_You_Can_Only_Join_Your_Own_RoomInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_can_only_join_your_own_room = /** @type {((inputs?: Err_You_Can_Only_Join_Your_Own_RoomInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_You_Can_Only_Join_Your_Own_RoomInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_you_can_only_join_your_own_room(inputs)
	return en_err_you_can_only_join_your_own_room(inputs)
});